# Mistake: "the fraction ... of rows whose true label is among the `k` largest logits" (of that row) — torch.isin checks whether each label appears anywhere among all rows' top-k indices, so a row counts as a hit when another row's top-k holds its label
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    return torch.isin(labels.long(), top).float().mean().item()
