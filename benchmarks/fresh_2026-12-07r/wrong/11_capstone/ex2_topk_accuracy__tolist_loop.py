# Mistake: "on an accelerator, the work runs on the inputs' device: at most one value more read back to the host than the reference reads" -- turns the inputs into Python lists and loops over the rows, reading every value back to the host.
def topk_accuracy(logits, labels, k):
    rows, truth = logits.tolist(), labels.tolist()
    hits = 0
    for row, t in zip(rows, truth):
        best = sorted(range(len(row)), key=lambda j: row[j], reverse=True)[:k]
        hits += t in best
    return hits / len(rows)
