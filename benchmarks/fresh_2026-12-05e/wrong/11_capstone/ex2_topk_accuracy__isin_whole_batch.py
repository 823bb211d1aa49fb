# Mistake: "rows whose true label is among the `k` largest logits" — torch.isin tests each label against the top-k indices of every row pooled together, so a label that is in another row's top k counts as a hit (right only for a single row)
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    return torch.isin(labels.long(), top).float().mean().item()
