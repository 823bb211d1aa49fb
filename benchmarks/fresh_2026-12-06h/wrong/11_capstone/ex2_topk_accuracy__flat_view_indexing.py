# Mistake: "`logits`: ... memory layouts: contiguous, strided or transposed" — it finds each row's true logit through logits.view(-1) and flat indices row * C + label, which fails with a view error on a transposed logits tensor (a layout whose rows cannot be flattened without a copy).
def topk_accuracy(logits, labels, k):
    n, c = logits.shape
    flat_index = torch.arange(n, device=logits.device) * c + labels.long()
    true_logit = logits.view(-1)[flat_index]
    higher = (logits > true_logit[:, None]).sum(dim=1)
    return float((higher < k).sum()) / n
