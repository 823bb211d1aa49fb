# Right: gets bytes per number from torch.finfo(dtype).bits // 8 (integer division) and the element count from math.prod(shape), never touching a value, so it also works on meta tensors.
import math

def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    per_tensor = [math.prod(p.shape) * (torch.finfo(p.dtype).bits // 8) for p in model.parameters()]
    weights = sum(per_tensor, 0)
    state_copies = dict(sgd=0, sgd_momentum=1, adam=2, adamw=2)[optimizer_name]
    parts = dict(weights=weights, gradients=weights)
    parts["optimizer state"] = state_copies * weights
    parts["activations"] = batch_size * activation_bytes_per_example
    parts["total"] = sum(parts.values())
    return parts
