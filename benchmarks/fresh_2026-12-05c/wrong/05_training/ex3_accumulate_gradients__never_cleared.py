# Mistake: "whatever `.grad` held before the call (an earlier step's gradients) must not count" — never clears, so the earlier step's gradients leak in
def accumulate_gradients(model, x, y, micro_batch_size):
    B = len(x)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        loss.backward()
        total += loss.item()
    return total
