# Right: uses the k-th largest value as a threshold (topk values, not indices) and compares the true logit against it; sum / N in Python.
def topk_accuracy(logits, labels, k):
    kth = logits.topk(k, dim=1).values[:, -1]
    true_logit = logits.gather(1, labels.to(torch.int64)[:, None]).squeeze(1)
    return (true_logit >= kth).sum().item() / logits.shape[0]
