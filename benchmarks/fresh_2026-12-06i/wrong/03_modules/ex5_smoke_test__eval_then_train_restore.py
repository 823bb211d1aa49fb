# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it" — switches to eval() so BatchNorm keeps its statistics, then restores only the top-level flag with model.train(was), which sets every submodule to that mode (a BatchNorm that was in train mode never updated; submodules that were in eval are now in train, or vice versa).
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    was_training = model.training
    model.eval()                                       # "do not update any weight": keep BN stats
    try:
        model.zero_grad(set_to_none=True)
        model(example_input).sum().backward()
    finally:
        model.train(was_training)
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
