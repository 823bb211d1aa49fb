# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it" — it runs the pass in eval mode (to "make it deterministic") and restores only the top-level flag with model.train(was): BatchNorm in train mode never updates its statistics, and per-submodule modes are overwritten.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    was_training = model.training
    model.eval()
    model.zero_grad(set_to_none=True)
    model(example_input).sum().backward()
    model.train(was_training)
    return [n for n, p in model.named_parameters() if p.requires_grad and p.grad is None]
