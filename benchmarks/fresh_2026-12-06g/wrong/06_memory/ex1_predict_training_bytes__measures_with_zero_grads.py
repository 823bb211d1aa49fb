# Mistake: "do not run the model, and leave it as you found it" — it measures instead of predicting: gives every parameter a zero .grad and runs one optimizer step at lr=0 to count the state, leaving those .grad tensors (and a step counter's worth of allocations) behind on the caller's model
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    make = {"sgd": lambda ps: torch.optim.SGD(ps, lr=0.0),
            "sgd_momentum": lambda ps: torch.optim.SGD(ps, lr=0.0, momentum=0.9),
            "adam": lambda ps: torch.optim.Adam(ps, lr=0.0),
            "adamw": lambda ps: torch.optim.AdamW(ps, lr=0.0, weight_decay=0.0)}[optimizer_name]
    for p in params:
        p.grad = torch.zeros_like(p)
    opt = make(params)
    opt.step()
    state = sum(t.numel() * t.element_size() for s in opt.state.values() for k, t in s.items()
                if torch.is_tensor(t) and k != "step")
    weights = sum(p.numel() * p.element_size() for p in params)
    result = {"weights": weights, "gradients": weights, "optimizer state": state,
              "activations": batch_size * activation_bytes_per_example}
    result["total"] = sum(result.values())
    return result
