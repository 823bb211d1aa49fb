# Right: sorts each row with argsort (descending), keeps the first k columns and compares with the labels through eq + expand, counting hits with a Python sum divided by the number of rows.
def topk_accuracy(logits, labels, k):
    order = torch.argsort(logits, dim=1, descending=True)[:, :k]
    wanted = labels.to(torch.int64).reshape(-1, 1).expand(-1, k)
    hits = int(order.eq(wanted).any(dim=1).sum())
    return hits / logits.shape[0]
