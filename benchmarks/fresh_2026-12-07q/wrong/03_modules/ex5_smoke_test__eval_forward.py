# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it" -- the forward runs in eval mode (mode restored afterwards), so a BatchNorm1d in training mode does not update its running statistics and its gradients differ from the reference's.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    modes = {m: m.training for m in model.modules()}
    model.zero_grad(set_to_none=True)
    model.eval()                       # deterministic forward for the check
    try:
        model(example_input).sum().backward()
    finally:
        for m, t in modes.items():
            m.training = t
    return [n for n, p in model.named_parameters() if p.requires_grad and p.grad is None]
