# Right: no topk at all: a row hits when fewer than k logits are strictly larger than the true label's logit (picked by one-hot masking, so any label dtype works on any device); the fraction from a sum divided by N in Python.
def topk_accuracy(logits, labels, k):
    n, c = logits.shape
    onehot = F.one_hot(labels.long(), c).bool()
    true_logit = logits.masked_fill(~onehot, float("-inf")).amax(dim=1, keepdim=True)
    larger = (logits > true_logit).sum(dim=1)
    return (larger < k).sum().item() / n
