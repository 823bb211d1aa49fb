# Mistake: "on an accelerator, the work runs on the inputs' device: at most one value more read back to the host than the reference reads" - moves logits and labels to the CPU first, reading every value back from a GPU.
def topk_accuracy(logits, labels, k):
    logits, labels = logits.detach().cpu(), labels.cpu()
    top = logits.topk(k, dim=1).indices
    hits = (top == labels.long().unsqueeze(1)).any(dim=1)
    return hits.sum().item() / len(labels)
