# Right: no topk at all: the true class's logit is read with a one-hot mask (works for every integer label dtype after .long()), and a row hits when fewer than k logits are strictly larger; the mean is taken in float64.
def topk_accuracy(logits, labels, k):
    classes = logits.shape[1]
    onehot = F.one_hot(labels.long(), classes).bool()
    true_logit = logits.masked_fill(~onehot, float("-inf")).amax(dim=1, keepdim=True)
    better = (logits > true_logit).sum(dim=1)
    return float((better < k).double().mean())
