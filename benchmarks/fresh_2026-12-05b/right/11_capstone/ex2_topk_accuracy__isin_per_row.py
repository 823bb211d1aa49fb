# Right: compare the (N, k) indices with labels reshaped to (N, 1) via eq + any(dim=1), mean as float64, read with float().
def topk_accuracy(logits, labels, k):
    _, indices = torch.topk(logits, k=k, dim=-1, largest=True, sorted=False)
    target = labels.reshape(-1, 1).to(indices.dtype)
    return float(indices.eq(target).any(dim=-1).to(torch.float64).mean())
