# Diagnosis: percent-not-fraction
# Pitfall: a percentage where a fraction between 0 and 1 is asked for.
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    return 100.0 * (top == labels[:, None]).any(dim=1).float().mean().item()
