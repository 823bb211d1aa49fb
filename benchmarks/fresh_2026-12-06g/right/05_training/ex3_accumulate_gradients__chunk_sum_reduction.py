# Right: splits into k = ceil(B / micro_batch_size) near-equal chunks (each at most micro_batch_size, every example once), and uses reduction="sum" divided by B, which weights each chunk by its share n / B whatever the sizes; clears with set_to_none so frozen weights keep no .grad
import math


def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = x.shape[0]
    total = torch.zeros((), dtype=torch.float64, device=x.device)
    for xb, yb in zip(x.chunk(math.ceil(B / micro_batch_size)), y.chunk(math.ceil(B / micro_batch_size))):
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / B
        loss.backward()
        total += loss.detach().double()
    return total.item()
