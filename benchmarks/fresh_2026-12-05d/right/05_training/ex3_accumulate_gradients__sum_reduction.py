# Right: each micro-batch's loss is taken with reduction="sum" and divided by B, which is exactly (n / B) times its mean; zero_grad() once before the loop (frozen weights keep None), one forward and one backward per micro-batch, no optimizer.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = len(y)
    total = 0.0
    for start in range(0, B, micro_batch_size):
        xb, yb = x[start:start + micro_batch_size], y[start:start + micro_batch_size]
        summed = F.cross_entropy(model(xb), yb, reduction="sum") / B
        summed.backward()
        total += summed.item()
    return total
