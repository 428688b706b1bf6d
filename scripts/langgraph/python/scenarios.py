"""The applications record.py runs: each with the edit that turns base into head and the model's
scripted answers (one per request, in the order the run sends them)."""

WEATHER = '''from typing import Annotated, Literal, Optional

from langchain_core.tools import tool
from langchain_openai import ChatOpenAI
from langgraph.prebuilt import create_react_agent

from prompts import WEATHER_PROMPT


@tool
def get_weather(city: Annotated[str, "The city, for example Lisbon"], days: int = 1, units: Literal["celsius", "fahrenheit"] = "celsius") -> str:
    """Get the current weather for a city.

    Args:
        city: The city to look up.
        days: How many days to forecast.
    """
    return f"Sunny, 21 degrees in {city}"


def get_air_quality(city: str, pollutant: Optional[str] = None) -> str:
    """Get the air quality index of a city."""
    return f"Good air in {city}"


@tool("find_station", description="Find the nearest weather station to a place.")
def nearest_station(place: str, max_km: float = 50.0) -> str:
    """Not sent: the decorator's description wins."""
    return "Station 12"


weather_agent = create_react_agent(
    ChatOpenAI(model="gpt-4o"),
    tools=[get_weather, get_air_quality, nearest_station],
    prompt=WEATHER_PROMPT,
)
'''

PROMPTS = '''WEATHER_PROMPT = "You are a weather assistant. Answer in one sentence, with the temperature."
'''

FILES = {"weather.py": WEATHER, "prompts.py": PROMPTS}
RUN = {
    "module": "weather",
    "entry": "weather_agent",
    "task": "What is the weather in Lisbon?",
    "script": [{"call": "get_weather", "args": {"city": "Lisbon"}}, {"text": "It is sunny and 21 degrees in Lisbon."}],
}


def edit(path: str, find: str, replace: str) -> list:
    return [{"path": path, "find": find, "replace": replace}]


SCENARIOS = [
    {
        "name": "prompt-constant",
        "about": "create_react_agent's prompt, a constant in another file, grows.",
        "files": FILES, **RUN,
        "edits": edit("prompts.py", "with the temperature.", "with the temperature and whether to take an umbrella. Never guess a forecast."),
    },
    {
        "name": "tool-docstring",
        "about": "A @tool's docstring grows: LangChain sends the whole docstring, its Args block included.",
        "files": FILES, **RUN,
        "edits": edit("weather.py", "    \"\"\"Get the current weather for a city.\n", "    \"\"\"Get the current weather for a city, with the wind and the chance of rain.\n"),
    },
    {
        "name": "plain-function-docstring",
        "about": "A plain function handed to tools= grows its docstring.",
        "files": FILES, **RUN,
        "edits": edit("weather.py", "Get the air quality index of a city.", "Get the air quality index of a city, with the main pollutant and a health advice."),
    },
    {
        "name": "annotated-parameter",
        "about": "A parameter's Annotated description grows.",
        "files": FILES, **RUN,
        "edits": edit("weather.py", '"The city, for example Lisbon"', '"The city and its country, for example Lisbon, Portugal; never a region"'),
    },
    {
        "name": "decorator-description",
        "about": "The description @tool(...) is given grows.",
        "files": FILES, **RUN,
        "edits": edit("weather.py", 'description="Find the nearest weather station to a place."', 'description="Find the nearest weather station to a place, with its distance and its altitude."'),
    },
    {
        "name": "tool-removed",
        "about": "A tool is no longer bound to the agent.",
        "files": FILES, **RUN,
        "edits": edit("weather.py", "tools=[get_weather, get_air_quality, nearest_station],", "tools=[get_weather, nearest_station],"),
    },
]
