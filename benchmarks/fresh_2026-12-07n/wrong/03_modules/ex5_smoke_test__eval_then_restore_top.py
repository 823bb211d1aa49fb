# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it": it runs the forward in eval mode (so a BatchNorm in training mode does not update its running statistics as the reference's forward does) and then restores only the top-level flag with `model.train(was)`, which also overwrites submodules that arrived in a different mode (e.g. a BatchNorm1d in eval inside a model in train mode)
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    was_training = model.training
    model.eval()                                # a check should not disturb BatchNorm statistics
    try:
        model.zero_grad(set_to_none=True)
        model(example_input).sum().backward()
    finally:
        model.train(was_training)
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
