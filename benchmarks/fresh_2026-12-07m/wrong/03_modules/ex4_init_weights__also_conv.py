# Mistake: "Leave all other layers (embeddings, normalisation, ...) untouched": also Kaiming-initialises nn.Conv1d layers (as ResNet code does), so a model holding an nn.Conv1d comes back with that layer changed and the draws after it shifted.
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, (nn.Linear, nn.Conv1d)):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
