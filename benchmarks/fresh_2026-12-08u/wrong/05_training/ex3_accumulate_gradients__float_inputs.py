# Mistake: "x: a float tensor ... in the model's dtype (float32 or float64)": each micro-batch is cast with xb.float(), so a float64 model fails with a dtype mismatch.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb.float()), yb) * (len(xb) / B)
        loss.backward()
        total += loss.item()
    return total
