# Mistake: "the inputs must come back unchanged" -- subtracts each row's maximum from the logits in place "for numerical stability" before ranking.
def topk_accuracy(logits, labels, k):
    logits -= logits.max(dim=1, keepdim=True).values
    top = logits.topk(k, dim=1).indices
    correct = (top == labels.long().unsqueeze(1)).any(dim=1)
    return correct.sum().item() / labels.shape[0]
