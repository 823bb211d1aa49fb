# Mistake: "the fraction (a Python float between 0 and 1 ...)" -- returns a 0-dim tensor (mean of the hits) instead of a Python float.
def topk_accuracy(logits, labels, k):
    idx = torch.topk(logits, k, dim=1).indices
    return (idx == labels.view(-1, 1)).any(dim=1).double().mean()
