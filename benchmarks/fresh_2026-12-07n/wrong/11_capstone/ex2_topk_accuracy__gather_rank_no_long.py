# Mistake: "labels of any integer dtype (int64, int32, uint8)" — counts how many logits beat the true one with logits.gather(1, labels[:, None]); gather accepts only an int32/int64 index, so uint8 labels raise RuntimeError ("Expected dtype int32/int64 for index").
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels[:, None])          # (N, 1)
    beaten_by = (logits > true_logit).sum(dim=1)            # how many classes rank above the true one
    return (beaten_by < k).float().mean().item()
