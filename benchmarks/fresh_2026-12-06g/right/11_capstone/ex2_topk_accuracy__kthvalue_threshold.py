# Right: a row hits when its true label's logit is at least the row's k-th largest logit (kthvalue of the (C - k + 1)-th smallest), which is the top-k membership test when no logits tie at the k-th place (not asked); the true logit is picked with gather on int64 labels (any integer dtype accepted), the hit count divided by N in Python
def topk_accuracy(logits, labels, k):
    n, c = logits.shape
    kth_largest = logits.kthvalue(c - k + 1, dim=1).values
    true_logit = logits.gather(1, labels.to(torch.int64).reshape(n, 1)).squeeze(1)
    hits = int((true_logit >= kth_largest).sum())
    return hits / n
