# Right: topk indices (N, k) compared with labels reshaped to (N, 1) in int64, any() over the k columns, then hits / N as a Python float
def topk_accuracy(logits, labels, k):
    top = torch.topk(logits, k, dim=1).indices
    hits = (top == labels.to(torch.int64).unsqueeze(1)).any(dim=1)
    return float(hits.sum().item()) / logits.shape[0]
