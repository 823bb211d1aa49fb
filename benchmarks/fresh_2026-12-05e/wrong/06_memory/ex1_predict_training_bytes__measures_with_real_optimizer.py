# Mistake: "do not run the model, and leave it as you found it" — measures the state by giving every parameter a zero .grad and running one real optimizer step: the parameters keep those .grad tensors afterwards (and AdamW's weight decay changes the weights)
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    for p in params:
        p.grad = torch.zeros_like(p)
    make = {"sgd": lambda ps: torch.optim.SGD(ps, lr=0.0),
            "sgd_momentum": lambda ps: torch.optim.SGD(ps, lr=0.0, momentum=0.9),
            "adam": lambda ps: torch.optim.Adam(ps, lr=0.0),
            "adamw": lambda ps: torch.optim.AdamW(ps, lr=1e-3)}[optimizer_name]
    optimizer = make(params)
    optimizer.step()
    state = sum(v.numel() * v.element_size() for s in optimizer.state.values()
                for k, v in s.items() if torch.is_tensor(v) and k != "step")
    weights = sum(p.numel() * p.element_size() for p in params)
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": 2 * weights + state + activations}
