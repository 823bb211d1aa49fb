# Mistake: "on inputs of shape (batch, dim) and (batch, seq, dim)" with "memory layouts: contiguous, strided or transposed" — leading dimensions are flattened with x.view(-1, D) and restored afterwards, which raises on a transposed or strided x (view needs compatible strides)
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        shape = x.shape
        flat = x.view(-1, shape[-1])
        h = self.proj(flat)
        h += 1.0
        g = torch.sigmoid(self.gate(flat))
        g = g * self.scale
        out = h * g
        out += flat
        return torch.relu_(out).view(shape)
