# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it": the model is switched to eval() so the smoke test does not disturb BatchNorm, which changes the gradients of a BatchNorm in training mode, skips its running-statistics update and leaves the model in eval mode
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model.eval()                       # a probe, not training: keep BatchNorm's statistics intact
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
