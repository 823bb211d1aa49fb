# Mistake: "on inputs of shape (dim,), (batch, dim) and (batch, seq, dim) ... keep every shape": the input is flattened to 2-D for the linear layers and never reshaped back, so (dim,) gives (1, dim) and (batch, seq, dim) gives (batch*seq, dim).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        x = x.reshape(-1, x.shape[-1])     # nn.Linear wants (batch, features)
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)) * self.scale
        out = h * g
        out += x
        return torch.relu_(out)
