# Mistake: "gradients and optimizer states have the dtype of their parameter": keeping Adam's/momentum's state at 4 bytes per number (as float32 master state) over-counts a bfloat16/float16 model and under-counts a float64 one.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    numbers = sum(p.numel() for p in model.parameters())
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    state = copies * numbers * 4
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": weights + weights + state + activations}
