# Right: slices micro-batches by index ranges and clears the gradients by setting every parameter's .grad to None by hand.
def accumulate_gradients(model, x, y, micro_batch_size):
    for param in model.parameters():
        param.grad = None
    size = len(x)
    running = 0.0
    for start in range(0, size, micro_batch_size):
        stop = min(start + micro_batch_size, size)
        weight = (stop - start) / size
        micro_loss = weight * F.cross_entropy(model(x[start:stop]), y[start:stop])
        micro_loss.backward()
        running += micro_loss.item()
    return running
