# Right: groups the element counts by dtype first (a Counter), then converts each group to bytes with an empty tensor's element_size(); the optimizer state is added as one gradient-sized copy per state buffer.
from collections import Counter

def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    numbers = Counter()
    for p in model.parameters():              # parameters() already yields a tied weight once
        numbers[p.dtype] += p.numel()
    weights = sum(n * torch.empty(0, dtype=dt, device="meta").element_size() for dt, n in numbers.items())
    buffers_per_param = {"sgd": (), "sgd_momentum": ("momentum_buffer",),
                         "adam": ("exp_avg", "exp_avg_sq"), "adamw": ("exp_avg", "exp_avg_sq")}[optimizer_name]
    state = 0
    for _ in buffers_per_param:
        state += weights
    activations = batch_size * activation_bytes_per_example
    return {"total": weights + weights + state + activations, "weights": weights, "gradients": weights,
            "optimizer state": state, "activations": activations}
