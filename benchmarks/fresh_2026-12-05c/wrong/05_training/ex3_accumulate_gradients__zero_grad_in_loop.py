# Mistake: "clears the model's gradients **once, before** the first micro-batch" — clears inside the loop, so only the last micro-batch's gradient remains
def accumulate_gradients(model, x, y, micro_batch_size):
    B = len(x)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        model.zero_grad(set_to_none=True)
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        loss.backward()
        total += loss.item()
    return total
