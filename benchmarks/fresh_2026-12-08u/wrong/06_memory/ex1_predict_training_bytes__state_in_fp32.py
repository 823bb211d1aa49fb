# Mistake: "gradients and optimizer states have the dtype of their parameter": this keeps Adam's / momentum's state in float32 (4 bytes per number, as a mixed-precision "master" copy would), so a bfloat16, float16 or float64 model gets the wrong "optimizer state" (and "total") for every optimizer but plain SGD.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    weights = sum(p.numel() * p.element_size() for p in params)
    n = sum(p.numel() for p in params)
    buffers_per_param = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    state = buffers_per_param * 4 * n           # optimizer statistics kept in fp32
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": 2 * weights + state + activations}
