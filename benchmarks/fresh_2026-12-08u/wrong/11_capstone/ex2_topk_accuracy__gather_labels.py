# Mistake: "labels of any integer dtype (int64, int32, uint8)" — it compares each row's true logit with its k-th largest via logits.gather(1, labels[:, None]); gather accepts only int32/int64 indices, so uint8 labels raise RuntimeError ("Expected dtype int32/int64 for index").
def topk_accuracy(logits, labels, k):
    kth = logits.topk(k, dim=1).values[:, -1:]
    true_logit = logits.gather(1, labels[:, None])
    return (true_logit >= kth).float().mean().item()
