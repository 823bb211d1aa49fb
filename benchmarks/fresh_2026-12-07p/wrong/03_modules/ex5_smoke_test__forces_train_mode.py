# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it": the learner calls model.train() "to exercise every path", so a model (or a BatchNorm/Dropout) that arrived in eval mode leaves in training mode, and its BatchNorm running statistics are updated.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.train()
    model.zero_grad(set_to_none=True)
    model(example_input).sum().backward()
    return [n for n, p in model.named_parameters() if p.requires_grad and p.grad is None]
