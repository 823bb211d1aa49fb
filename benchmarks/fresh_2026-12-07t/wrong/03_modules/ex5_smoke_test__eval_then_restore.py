# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it": it switches to eval() for a deterministic pass and restores only the top-level flag with train(was), which sets every submodule to that flag (a Dropout or BatchNorm that arrived in eval inside a training model comes back in training mode); meanwhile a BatchNorm that arrived in training mode ran on its running statistics and did not update them, unlike the reference.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    was_training = model.training
    model.zero_grad(set_to_none=True)
    model.eval()                           # deterministic: no dropout, no batch statistics
    try:
        model(example_input).sum().backward()
    finally:
        model.train(was_training)
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
