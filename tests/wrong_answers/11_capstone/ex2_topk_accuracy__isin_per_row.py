# Diagnosis: work-on-host
# Pitfall: "on an accelerator, the work runs on the inputs' device: at most one value more read back to the host than the reference reads": a loop over the rows reads each label with .item() and each row's top-k indices with .tolist(), a host read per row (the membership test runs on the CPU).
def topk_accuracy(logits, labels, k):
    hits = 0
    for row, label in zip(logits, labels, strict=True):
        hits += int(label.item() in torch.topk(row, k).indices.tolist())
    return hits / len(labels)
