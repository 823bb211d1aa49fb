# Diagnosis: count-not-fraction
# Pitfall: returning the number of hits instead of the fraction.
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    return float((top == labels[:, None]).any(dim=1).sum().item())
