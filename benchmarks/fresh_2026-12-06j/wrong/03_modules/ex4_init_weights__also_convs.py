# Mistake: "for every nn.Linear ... Leave all other layers (embeddings, normalisation, ...) untouched": also Kaiming-initialises nn.Conv1d layers (He init is meant for convolutions too), so a model holding an nn.Conv1d comes back with that layer changed, and the later Linears get different random draws.
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, (nn.Linear, nn.Conv1d)):      # every layer with a weight matrix/kernel
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
