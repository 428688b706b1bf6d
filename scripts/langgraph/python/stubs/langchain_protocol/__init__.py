# Stand-in for langchain-protocol, a package of types only: every name is a plain dict type.
def __getattr__(name):
    return dict
