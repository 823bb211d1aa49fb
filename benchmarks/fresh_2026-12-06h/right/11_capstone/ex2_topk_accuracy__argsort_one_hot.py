# Right: takes the first k columns of a descending argsort and compares them with a one-hot of the labels (num_classes given explicitly), counting the rows where the true class is among them.
def topk_accuracy(logits, labels, k):
    order = torch.argsort(logits, dim=1, descending=True)[:, :k]              # (N, k)
    truth = F.one_hot(labels.long(), num_classes=logits.shape[1]).bool()     # (N, C)
    hit = truth.gather(1, order).any(dim=1)
    return float(hit.double().mean())
