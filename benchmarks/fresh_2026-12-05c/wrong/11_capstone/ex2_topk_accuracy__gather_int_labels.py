# Mistake: "labels of any integer dtype (int64, int32, uint8)" — gathers with the labels as they are; gather requires int64 indices, so int32 and uint8 labels raise
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels.unsqueeze(1))
    return ((logits > true_logit).sum(dim=1) < k).float().mean().item()
