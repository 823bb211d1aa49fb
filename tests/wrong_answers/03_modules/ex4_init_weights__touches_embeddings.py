# Diagnosis: other-layers-changed
# Pitfall: initialises every module with a 2-d weight, embeddings included, not just nn.Linear.
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        weight = getattr(module, "weight", None)
        if isinstance(weight, torch.Tensor) and weight.dim() == 2:
            nn.init.kaiming_normal_(weight, mode="fan_in", nonlinearity="relu")
            if getattr(module, "bias", None) is not None:
                nn.init.zeros_(module.bias)
    return model
