# Diagnosis: smallest-logits
# Pitfall: argsort is ascending, so its first k columns are the k least likely classes.
def topk_accuracy(logits, labels, k):
    top = logits.argsort(dim=1)[:, :k]
    return (top == labels.unsqueeze(1)).any(dim=1).float().mean().item()
