/**
 * A min-heap of numbers: (rank, start) keys for the heap merge and the merge-list tokenizer, ranks for
 * the bucket merge.
 */
export class MinHeap {
  private data: Float64Array;
  size = 0;
  private constructor(capacity: number) {
    this.data = new Float64Array(Math.max(16, capacity));
  }
  /** Builds the heap bottom-up in O(n), not by n pushes. */
  static from(values: number[]): MinHeap {
    const heap = new MinHeap(values.length * 2);
    heap.data.set(values);
    heap.size = values.length;
    for (let i = (values.length >> 1) - 1; i >= 0; i--) heap.siftDown(i, heap.data[i]!);
    return heap;
  }
  push(value: number): void {
    if (this.size === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const d = this.data;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (d[parent]! <= value) break;
      d[i] = d[parent]!;
      i = parent;
    }
    d[i] = value;
  }
  pop(): number {
    const top = this.data[0]!;
    const last = this.data[--this.size]!;
    if (this.size > 0) this.siftDown(0, last);
    return top;
  }
  /** Empties the heap, returning what it held. */
  drain(): Float64Array {
    const held = this.data.slice(0, this.size);
    this.size = 0;
    return held;
  }
  private siftDown(from: number, value: number): void {
    const d = this.data;
    let i = from;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && d[child + 1]! < d[child]!) child++;
      if (d[child]! >= value) break;
      d[i] = d[child]!;
      i = child;
    }
    d[i] = value;
  }
}
