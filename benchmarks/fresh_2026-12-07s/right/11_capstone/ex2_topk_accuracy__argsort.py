# Right: takes the first k columns of a descending argsort instead of topk, and compares them with labels.view(-1, 1) (cast to int64).
def topk_accuracy(logits, labels, k):
    best = torch.argsort(logits, dim=1, descending=True)[:, :k]
    hit = torch.eq(best, labels.to(torch.int64).view(-1, 1)).any(dim=1)
    return hit.count_nonzero().item() / hit.numel()
