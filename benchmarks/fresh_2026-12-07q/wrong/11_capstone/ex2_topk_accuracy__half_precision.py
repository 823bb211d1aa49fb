# Mistake: "ordinary values (positive and negative) and near ties: in each row, a value 0.01 % below the row's largest" (dtype float32 or float64) - this ranks the logits after casting them to float16 to save memory, where a value 0.01 % below the largest rounds to the same number, so the top-k choice between them is arbitrary (wrong for k == 1 when the label is the near-tie).
def topk_accuracy(logits, labels, k):
    top = logits.half().topk(k, dim=1).indices
    hit = (top == labels.long().unsqueeze(1)).any(dim=1)
    return hit.sum().item() / labels.shape[0]
