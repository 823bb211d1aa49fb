# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it": runs in eval mode and restores only with model.train(was_training), which overwrites every submodule's mode (a BatchNorm in eval inside a training model comes back in training mode; a BatchNorm in training mode does not update its statistics).
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    was_training = model.training
    model.eval()
    try:
        model.zero_grad(set_to_none=True)
        model(example_input).sum().backward()
    finally:
        model.train(was_training)
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
